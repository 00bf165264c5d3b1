import { useParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { routeTo, useNavigateKeepingSearch } from '../../lib/navigation';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import { searchTips } from './search-tips';

/**
 * Account Search (/search and /search/{searchFilter}), for the staff roles: one box, and what it
 * finds grouped as tokens, groups and users. The search lives in the address, so Back, a reload
 * or a shared link shows the same results.
 */
export function Component() {
  const filter = (useParams().searchFilter ?? '').trim();
  const navigate = useNavigateKeepingSearch();
  useHelpTips('search', searchTips);
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Search
      </Typography>
      <SearchForm filter={filter} onSearch={(next) => void navigate(routeTo('/search/:searchFilter', { searchFilter: next }))} />
      {filter ? (
        // A new search starts each kind of result on its first page.
        <SearchResults key={filter} filter={filter} />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>
          Find a partner, organisation or account by its name, a user by name or e-mail address, or an API token by its tag.
        </Typography>
      )}
    </Stack>
  );
}
