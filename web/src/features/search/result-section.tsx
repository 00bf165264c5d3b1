import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { FailureMessage } from '../../components/failure/failure-message';
import type { FailureHandle } from '../../components/failure/use-failure';

export const PAGE_SIZES = [10, 25, 50];

export interface SectionPaging {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
}

interface ResultSectionProps {
  /** Names the section (Tokens, Groups, Users); also its heading's id. */
  title: string;
  id: string;
  /** How many match in all; undefined until the first answer. */
  total: number | undefined;
  /** True while a page is on its way (the one shown stays until it arrives). */
  loading: boolean;
  failure: FailureHandle;
  onRetry: () => void;
  /** What to say when nothing of this kind matches. */
  emptyText: string;
  paging: SectionPaging;
  /** The page's results, as list items. */
  children: ReactNode;
}

/**
 * One kind of search result: a heading with the count, a page of links, and the pager. The list
 * can hold thousands, so only a page is ever on the screen.
 */
export function ResultSection({ title, id, total, loading, failure, onRetry, emptyText, paging, children }: ResultSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} id={id}>
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="h6" component="h2" id={headingId}>
          {title}
          {total !== undefined && (
            <Typography component="span" sx={{ color: 'text.secondary', ml: 1 }}>
              ({total.toLocaleString('en-GB')})
            </Typography>
          )}
        </Typography>
      </CardContent>
      <Box sx={{ height: 4 }}>{loading && total !== undefined && <LinearProgress aria-label={`Loading ${title.toLowerCase()}`} />}</Box>
      <FailureMessage
        failure={failure}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      />
      {failure.message ? null : total === undefined ? (
        <Box sx={{ px: 2, pb: 2 }} role="status" aria-label={`Loading ${title.toLowerCase()}`}>
          <Skeleton variant="text" />
          <Skeleton variant="text" />
          <Skeleton variant="text" width="60%" />
        </Box>
      ) : total === 0 ? (
        <Typography sx={{ px: 2, pb: 2, color: 'text.secondary' }}>{emptyText}</Typography>
      ) : (
        <>
          <List dense aria-labelledby={headingId} sx={{ py: 0 }}>
            {children}
          </List>
          <TablePagination
            component="div"
            count={total}
            page={paging.page}
            rowsPerPage={paging.pageSize}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_event, page) => paging.setPage(page)}
            onRowsPerPageChange={(event) => paging.setPageSize(Number(event.target.value))}
            labelRowsPerPage="Per page"
            sx={{ borderTop: 1, borderColor: 'divider', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 2 } }}
          />
        </>
      )}
    </Card>
  );
}
