import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { searchFilterSchema, type SearchFilterForm } from './search-filter';

/**
 * The one search box. `filter` is the search in the address; submitting hands on the trimmed text,
 * and the box follows the address when it changes (Back, a bookmark).
 */
export function SearchForm({ filter, onSearch }: { filter: string; onSearch: (filter: string) => void }) {
  const form = useForm<SearchFilterForm>({ resolver: zodResolver(searchFilterSchema), defaultValues: { filter } });
  const { reset } = form;
  useEffect(() => reset({ filter }), [filter, reset]);

  const submit = form.handleSubmit((values) => onSearch(values.filter.trim()));
  return (
    <form onSubmit={submit} noValidate role="search" aria-label="Account Search">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Controller
          control={form.control}
          name="filter"
          render={({ field, fieldState }) => (
            <TextField
              id="search-box"
              label="Search"
              type="search"
              autoFocus={!filter}
              autoComplete="off"
              fullWidth
              value={field.value}
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={field.onChange}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? 'A group or user name, an e-mail address or a token tag'}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon />
                    </InputAdornment>
                  ),
                },
              }}
              sx={{ maxWidth: { sm: 560 } }}
            />
          )}
        />
        <Button type="submit" variant="contained" size="large" sx={{ height: { sm: 56 }, px: 4 }}>
          Search
        </Button>
      </Stack>
    </form>
  );
}
