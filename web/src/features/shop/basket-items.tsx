import { useEffect, useEffectEvent, useRef, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BasketQuoteQuery } from '../../gql/graphql';
import { MAX_CLICKS, type BasketItem } from '../../lib/basket/basket';
import { formatPrice } from '../../lib/money';
import { includedTaxNote, taxMark } from '../../lib/sales-tax';
import { clicksProblem, isShort, opening, readClicks, UNNAMED_OFF_SALE } from './basket-clicks';
import { MoreClicksHint } from './more-clicks-hint';
import type { PriceBand } from './pricing';
import { formatClicks } from './shop-services';

type Quote = BasketQuoteQuery['basketQuote'];

/**
 * The basket's items, priced by the portal's gateway from the plans (the quote): plan, account,
 * clicks to change, price, and a way to remove each, then the total. A line below its plan's
 * minimum (`minimums`, from the last quote, so known while a change is priced) says so under its
 * clicks and has no price; each line keeps its plan's name (`names`, from the last quote, or from
 * what the basket was shown before) while a change is priced, and the total waits for it; the
 * other lines keep theirs. A line whose field holds clicks not yet kept (`typed`: being typed, or
 * not clicks a line may hold) has no price either, and the total waits for it too. A line the last
 * quote set apart (`unavailable`: its plan off sale, a bundle with no plan to top up) says why, by
 * its name, has no price, and is left out of the total, which is what the rest costs; it can only
 * be removed. Where its plan's price bands (`bands`) are known, a priced line offers a larger band
 * that costs no more. Names wait, shown as loading, only while a quote is `pricing`: a quote that
 * failed leaves a line with what the basket knows of it.
 */
export function BasketItems({
  items,
  quote,
  pricing,
  minimums,
  unavailable,
  names,
  bands,
  accountName,
  typed,
  onType,
  onChangeClicks,
  onRemove,
}: {
  items: readonly BasketItem[];
  quote: Quote | null;
  /** Whether a quote is still being asked, with no answer yet. */
  pricing: boolean;
  minimums: ReadonlyMap<string, number | null>;
  /** Why each line the last quote set apart cannot be bought now, by plan. */
  unavailable: ReadonlyMap<string, string>;
  names: ReadonlyMap<string, string>;
  bands: ReadonlyMap<string, readonly PriceBand[]>;
  accountName: string;
  /** What a line's clicks field holds, by plan, while it is not what the basket keeps. */
  typed: ReadonlyMap<string, string>;
  /** The field's text as typed, or null once the basket keeps what it shows. */
  onType: (planId: string, text: string | null) => void;
  onChangeClicks: (planId: string, clicks: number) => void;
  onRemove: (planId: string) => void;
}) {
  const priced = new Map((quote?.items ?? []).map((line) => [line.planId, line]));
  const minimumOf = (item: BasketItem) => minimums.get(item.planId) ?? null;
  const fields = useRef(new Map<string, HTMLInputElement>());
  /** Whether the line can be priced as it stands: its field holds what the basket keeps, at least the plan's minimum. */
  const settled = (item: BasketItem) => {
    const text = typed.get(item.planId);
    return (text === undefined || readClicks(text) === item.clicks) && !isShort({ clicks: item.clicks, minimumClicks: minimumOf(item) });
  };
  // A line that cannot be bought is not waited for: the total is what the others cost.
  const allSettled = items.every((item) => unavailable.has(item.planId) || settled(item));
  return (
    <Stack spacing={2}>
      <Stack component="ul" spacing={1.5} aria-label="Basket items" id="basket-items" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => {
          const line = priced.get(item.planId);
          const priceable = line !== undefined && quote !== null && settled(item);
          const known = line?.plan ?? names.get(item.planId);
          const why = unavailable.get(item.planId);
          const planName = known ?? (why === undefined ? `plan ${item.planId}` : UNNAMED_OFF_SALE);
          return (
            <Box
              component="li"
              key={item.planId}
              data-testid="basket-item"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
            >
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }} data-testid="basket-item-plan">
                  {known ?? (why !== undefined ? opening(planName) : pricing ? <Skeleton width={180} /> : `Plan ${item.planId}`)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  For {accountName}
                  {line ? ` · ${line.kind === 'bundle' ? 'Click bundle' : 'Plan'}` : ''}
                </Typography>
                {why !== undefined && (
                  <Typography variant="body2" sx={{ color: 'error.main' }} data-testid="basket-item-unavailable">
                    {why}
                  </Typography>
                )}
              </Box>
              {/* Clicks, price and Remove stay on one line, under the plan on a phone. */}
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', ml: 'auto' }}>
                <ClicksField
                  planName={planName}
                  inputRef={(input: HTMLInputElement | null) => {
                    if (input) fields.current.set(item.planId, input);
                    else fields.current.delete(item.planId);
                  }}
                  clicks={item.clicks}
                  typed={typed.get(item.planId)}
                  minimum={minimumOf(item)}
                  onType={(text) => onType(item.planId, text)}
                  onChange={(clicks) => onChangeClicks(item.planId, clicks)}
                />
                <Box sx={{ minWidth: 80, textAlign: 'right' }}>
                  <Typography sx={{ fontWeight: 600 }} data-testid="basket-item-price">
                    {priceable ? formatPrice(line.price, quote.currency) : '—'}
                  </Typography>
                  {priceable && (
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {taxMark(quote.currency)}
                    </Typography>
                  )}
                </Box>
                <Button color="error" onClick={() => onRemove(item.planId)} aria-label={`Remove ${planName}`} sx={{ minWidth: 0 }}>
                  Remove
                </Button>
              </Stack>
              {/* Under the line's clicks, so the field stays where it is as the offer comes and goes. */}
              <MoreClicksHint
                pricing={bands.get(item.planId) ?? []}
                clicks={priceable ? item.clicks : null}
                maximum={MAX_CLICKS}
                currency={quote?.currency ?? 'GBP'}
                label={(words) => `${words} of ${planName}`}
                onChoose={(clicks) => {
                  onChangeClicks(item.planId, clicks);
                  onType(item.planId, null);
                  // The button goes once chosen: the person carries on from the field it changed.
                  fields.current.get(item.planId)?.focus();
                }}
                sx={{ flex: '1 1 100%', mt: -2 }}
              />
            </Box>
          );
        })}
      </Stack>
      <Stack sx={{ alignItems: 'flex-end' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
          <Typography variant="h6" component="p">
            Total
          </Typography>
          <Typography variant="h6" component="p" data-testid="basket-total" aria-live="polite">
            {quote && allSettled ? formatPrice(quote.total, quote.currency) : '—'}
          </Typography>
        </Stack>
        {quote && allSettled && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="basket-tax">
            {includedTaxNote(quote.total, quote.currency)}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}

/** How long typing pauses before the clicks typed are kept, and priced, without the field being left. */
const TYPING_PAUSE_MS = 500;

/**
 * The clicks of one item. A whole number a line may hold is kept when the field is left, Enter is
 * pressed, or typing pauses (so the price and total follow it, without a quote per keystroke), even
 * below the plan's minimum (`minimum`, null until a quote has said it), which the field says at
 * once, so the basket holds what the field shows and checkout waits for it. Anything else stays in
 * the field (`typed`), said to be wrong, and checkout waits for it too.
 */
function ClicksField({
  planName,
  inputRef,
  clicks,
  typed,
  minimum,
  onType,
  onChange,
}: {
  planName: string;
  inputRef: Ref<HTMLInputElement>;
  clicks: number;
  typed: string | undefined;
  minimum: number | null;
  onType: (text: string | null) => void;
  onChange: (clicks: number) => void;
}) {
  const text = typed ?? formatClicks(clicks);
  const wanted = readClicks(text);
  const problem = clicksProblem(text, minimum);
  const commit = () => {
    if (typed === undefined || wanted === null) return;
    if (wanted !== clicks) onChange(wanted);
    onType(null);
  };
  const pending = typed !== undefined && wanted !== null && wanted !== clicks ? wanted : null;
  const keep = useEffectEvent((typedClicks: number) => onChange(typedClicks));
  useEffect(() => {
    if (pending === null) return;
    const timer = setTimeout(() => keep(pending), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  return (
    <TextField
      label="Clicks"
      size="small"
      value={text}
      onChange={(event) => onType(event.target.value)}
      inputRef={inputRef}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      error={problem !== null}
      helperText={problem ?? ' '}
      // The field is narrow: its words use all of its width.
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Clicks of ${planName}` }, formHelperText: { sx: { mx: 0.5 } } }}
      sx={{ width: 120 }}
    />
  );
}
