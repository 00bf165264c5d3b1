import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { MAX_SUGGESTION_TEXT } from '@portal/gateway/input-bounds';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FailureMessage } from '../../../components/failure/failure-message';
import { ShopWay } from '../../../components/shop-way/shop-way';
import { useCurrentAccount } from '../../../lib/current-account';
import { needsSubscription } from '../../../lib/shop-paths';
import { useFailure } from '../../../components/failure/use-failure';
import { noMatchHint } from './no-match-hint';
import { searchedText } from './search-text';
import { AddressSuggestionsQuery } from './address-search-documents';

export interface Suggestion {
  id: string;
  text: string;
}

/** Wait this long after the last keystroke before asking. */
export const suggestDelayMs = 150;
/** Fewer characters than this match too much to be worth a request. */
export const minSearchLength = 2;

/** How typed text compares: answers are matched to the input this way, so spacing and case do not matter. */
export const normaliseSearch = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * The search box: suggestions as the person types, asked for once typing pauses. An answer counts
 * only while its `text` still matches the input, so a slow answer to an older keystroke is dropped.
 */
/** Under the box when a paste was cut: no address is that long, so what is kept still finds it. */
export const searchCutWords = `Only the first ${MAX_SUGGESTION_TEXT} characters are searched; the rest was left out.`;

export function AddressSearch({
  accountId,
  dataset,
  country,
  disabled = false,
  disabledReason,
  onPick,
}: {
  accountId: string;
  dataset: string;
  country: string | undefined;
  disabled?: boolean;
  disabledReason?: string;
  onPick: (suggestion: Suggestion) => void;
}) {
  const { territory } = useCurrentAccount();
  const [input, setInput] = useState('');
  /** Whether the last text typed or pasted was cut at the gateway's longest. */
  const [cut, setCut] = useState(false);
  const [picked, setPicked] = useState<Suggestion | null>(null);
  const [open, setOpen] = useState(false);
  const debounced = useDebounced(input, suggestDelayMs);

  const typed = normaliseSearch(input);
  const showingPick = picked !== null && input === picked.text;
  const ready = !disabled && !showingPick && typed.length >= minSearchLength;
  const asked = normaliseSearch(debounced);
  const { data, error } = useQuery(AddressSuggestionsQuery, {
    variables: { accountId, dataset, text: debounced.trim(), country },
    skip: !ready || asked.length < minSearchLength,
  });

  const answer = data?.addressSuggestions;
  const fresh = ready && answer !== undefined && normaliseSearch(answer.text) === typed;
  // The service may answer that it cannot search (a failure in the answer), or the request may fail.
  const serviceFailure = fresh ? answer.failure : null;
  const requestFailure = useFailure('find addresses', { watch: ready && asked === typed ? error : undefined });
  const options: Suggestion[] = fresh && !serviceFailure ? answer.suggestions : [];
  const searching = ready && !fresh && !requestFailure.message;
  const problem = serviceFailure?.message ?? requestFailure.message;

  return (
    <Stack spacing={1.5}>
      <Autocomplete<Suggestion, false, false, false>
        id="address-search"
        options={options}
        // The pick is the box's value only while the box shows it. Once the person edits the text the
        // list is a new search: the old pick would be highlighted in it, so ArrowDown then Enter
        // picked the suggestion after it, and a click on it again was no change.
        value={showingPick ? picked : null}
        inputValue={input}
        open={open && ready && !problem}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        onInputChange={(_, text, reason) => {
          // A pick writes the address into the box; the box is the person's own otherwise. Text
          // longer than the gateway searches is cut there, counted as the gateway counts it, and the
          // field says so, rather than failing the search.
          if (reason === 'input' || reason === 'clear' || reason === 'selectOption') {
            const searched = searchedText(text);
            setCut(reason === 'input' && searched.cut);
            setInput(searched.text);
          }
          if (reason === 'input') setOpen(true);
        }}
        onChange={(_, suggestion) => {
          setPicked(suggestion);
          if (suggestion) onPick(suggestion);
        }}
        filterOptions={(all) => all}
        getOptionLabel={(suggestion) => suggestion.text}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        // No autoHighlight: nothing is highlighted until an arrow key is pressed, so ArrowDown then Enter picks the first suggestion.
        clearOnBlur={false}
        handleHomeEndKeys={false}
        disabled={disabled}
        loading={searching}
        loadingText="Searching…"
        noOptionsText={
          <>
            No addresses match
            <Typography variant="body2" component="span" sx={{ display: 'block', mt: 0.5 }} data-testid="no-match-hint">
              {noMatchHint(territory, country !== undefined)}
            </Typography>
          </>
        }
        popupIcon={null}
        // The list stays under the box, where the eye is, even when there is more room above.
        slotProps={{ popper: { modifiers: [{ name: 'flip', enabled: false }] } }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Search for an address"
            placeholder="Start typing an address or postcode"
            helperText={disabled ? disabledReason : cut ? searchCutWords : 'Type at least two characters, then pick an address with the arrow keys and Enter.'}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'address-search-input' },
              // While the box is disabled the help says why, so it keeps a readable colour (not the disabled grey).
              formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {searching && <CircularProgress color="inherit" size={20} aria-label="Searching" />}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
      <FailureMessage failure={requestFailure} testId="address-search-failure" />
      {serviceFailure && (
        <Alert severity="error" role="alert" data-testid="address-search-failure">
          {serviceFailure.message}
        </Alert>
      )}
      {needsSubscription(problem) && <ShopWay service="address" />}
    </Stack>
  );
}
