import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { withSearch, type PortalHref } from '../../lib/navigation';
import { guideGroups, type Guide } from './guide';
import { searchGuides } from './guide-search';
import { guides } from './guides';
import { helpCentreTips } from './help-centre-tips';

/** /helpcentre: the guides grouped by task, and a search over their words that answers as you type. */
export function Component() {
  useHelpTips('helpCentre', helpCentreTips);
  const [query, setQuery] = useState('');
  const found = searchGuides(guides, query);
  const searching = query.trim() !== '';
  const resultsId = useId();
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          Help Centre
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: '75ch' }}>
          Guides to every part of the portal: what each screen is for, how to use it step by step, what its results mean and what to do when something fails.
        </Typography>
      </Stack>
      <TextField
        id="help-centre-search"
        type="search"
        label="Search the guides"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        helperText="Finds guides holding every word you type, as you type."
        slotProps={{ htmlInput: { 'aria-controls': resultsId } }}
        sx={{ maxWidth: 560 }}
      />
      <Box id={resultsId}>
        {searching ? (
          <Stack spacing={2} component="section" aria-label="Search results">
            <Typography role="status">
              {found.length === 0 ? `No guide mentions “${query.trim()}”.` : `${found.length} ${found.length === 1 ? 'guide matches' : 'guides match'}`}
            </Typography>
            <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {found.map(({ guide, excerpt }) => (
                <Grid size={{ xs: 12, md: 6 }} component="li" key={guide.name}>
                  <GuideCard guide={guide} text={excerpt} />
                </Grid>
              ))}
            </Grid>
          </Stack>
        ) : (
          <Stack spacing={4}>
            {guideGroups.map((group) => (
              <Box component="section" key={group} aria-labelledby={`help-group-${slug(group)}`}>
                <Typography variant="h5" component="h2" id={`help-group-${slug(group)}`} sx={{ mb: 1.5 }}>
                  {group}
                </Typography>
                <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {guides
                    .filter((guide) => guide.group === group)
                    .map((guide) => (
                      <Grid size={{ xs: 12, md: 6 }} component="li" key={guide.name}>
                        <GuideCard guide={guide} text={guide.summary} />
                      </Grid>
                    ))}
                </Grid>
              </Box>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

function GuideCard({ guide, text }: { guide: Guide; text: string }) {
  const { search } = useLocation();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={withSearch(`/helpcentre/${guide.name}` as PortalHref, search)} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h6" component="h3">
            {guide.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {text}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
