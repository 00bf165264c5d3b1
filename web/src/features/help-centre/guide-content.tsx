import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Block, Guide } from './guide';
import { InlineText } from './inline-text';
import { shots, type ShotId } from './shots';

/** Where the built portal serves a picture the screenshot script took (the app is under /portal). */
export function shotSource(id: ShotId): string {
  return `${import.meta.env.BASE_URL}help/${id}.png`;
}

/** A guide as a page: its sections under h2s, steps numbered, terms as a list of definitions. */
export function GuideContent({ guide }: { guide: Guide }) {
  return (
    <Stack spacing={4}>
      {guide.sections.map((section) => (
        <Box component="section" key={section.heading} aria-labelledby={headingId(section.heading)}>
          <Typography variant="h5" component="h2" id={headingId(section.heading)} sx={{ mb: 1.5 }}>
            {section.heading}
          </Typography>
          <Stack spacing={1.5}>
            {section.blocks.map((block, index) => (
              <GuideBlock key={index} block={block} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

function headingId(heading: string): string {
  return `guide-${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

function GuideBlock({ block }: { block: Block }) {
  if ('p' in block)
    return (
      <Typography sx={{ maxWidth: '75ch' }}>
        <InlineText text={block.p} />
      </Typography>
    );
  if ('steps' in block)
    return (
      <Box component="ol" sx={{ my: 0, pl: 3, maxWidth: '75ch', '& li': { mb: 0.75 } }}>
        {block.steps.map((step, index) => (
          <Typography component="li" key={index}>
            <InlineText text={step} />
          </Typography>
        ))}
      </Box>
    );
  if ('terms' in block)
    return (
      <Box component="dl" sx={{ my: 0, maxWidth: '75ch', '& dt': { fontWeight: 600, mt: 1 }, '& dd': { ml: 2 } }}>
        {block.terms.map(([term, meaning]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt">
              <InlineText text={term} />
            </Typography>
            <Typography component="dd">
              <InlineText text={meaning} />
            </Typography>
          </Box>
        ))}
      </Box>
    );
  if ('shot' in block) {
    const shot = shots[block.shot];
    return (
      <Box component="figure" sx={{ m: 0 }}>
        <Box
          component="img"
          src={shotSource(block.shot)}
          alt={shot.alt}
          loading="lazy"
          width={1280}
          sx={{ width: '100%', maxWidth: 900, height: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, display: 'block' }}
        />
      </Box>
    );
  }
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
        {block.caption}
      </Typography>
      <Box component="pre" tabIndex={0} sx={{ m: 0, p: 2, bgcolor: 'grey.100', borderRadius: 1, overflowX: 'auto', fontSize: 13, maxWidth: '100%' }}>
        <code>{block.code}</code>
      </Box>
    </Box>
  );
}
