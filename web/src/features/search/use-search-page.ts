import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useFailure } from '../../components/failure/use-failure';
import { PAGE_SIZES, type SectionPaging } from './result-section';

interface PageVariables {
  filter: string;
  offset: number;
  limit: number;
}

/**
 * One kind of result of the search for `filter`, a page at a time. The answers are not kept in the
 * client's cache: every kind of result hangs off the same `search` field, which has no id, and a
 * page is quick to ask for again (the gateway keeps the service's answer for a while).
 */
export function useSearchPage<Data, Page extends { total: number }>(query: TypedDocumentNode<Data, PageVariables>, filter: string, pick: (data: Data) => Page) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSizeState] = useState(PAGE_SIZES[0] ?? 10);
  const { data, previousData, loading, error, refetch } = useQuery(query, {
    variables: { filter, offset: page * pageSize, limit: pageSize },
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  // The page shown stays while the next one is on its way, and when a later page fails.
  const shown = data ?? previousData;
  const failure = useFailure('search', { watch: error });
  const paging: SectionPaging = {
    page,
    pageSize,
    setPage,
    setPageSize: (size) => {
      setPageSizeState(size);
      setPage(0);
    },
  };
  return { page: shown ? pick(shown) : undefined, loading, failure, paging, retry: () => void refetch() };
}
