import { useEffect, useState } from 'react';
import { createClient, type Client } from 'graphql-sse';
import { sessionStore } from '../../lib/session/session-store';

export interface FileProgress {
  status: string;
  processedRecords: number;
  totalRecords: number | null;
  percent: number;
}

const progressSubscription = `subscription BureauFileProgress($accountId: ID!, $fileId: ID!) {
  bureauFileProgress(accountId: $accountId, fileId: $fileId) { fileId status processedRecords totalRecords percent }
}`;

let client: Client | null = null;

/** One graphql-sse client for the page: the gateway pushes progress over SSE at /graphql/stream. */
function streamClient(): Client {
  client ??= createClient({
    url: '/graphql/stream',
    // Read as each stream opens, so a renewed session's jwt is used.
    headers: (): Record<string, string> => ({ authorization: `Bearer ${sessionStore.get()?.jwt ?? ''}` }),
    retryAttempts: 3,
  });
  return client;
}

/**
 * How far the bureau's full run of a file is, pushed by the gateway while `following`; the stream
 * ends once the run is over, and `onOver` is called so the page can read the full results.
 */
export function useFileProgress(
  accountId: string,
  fileId: string,
  following: boolean,
  onOver: () => void,
): { progress: FileProgress | null; failed: string | null } {
  const [progress, setProgress] = useState<FileProgress | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!following) return undefined;
    return streamClient().subscribe<{ bureauFileProgress: FileProgress }>(
      { query: progressSubscription, variables: { accountId, fileId } },
      {
        next: ({ data, errors }) => {
          if (errors?.length) setFailed(errors[0].message);
          else if (data) setProgress(data.bureauFileProgress);
        },
        error: () => setFailed('the portal cannot be reached. Check your connection.'),
        complete: onOver,
      },
    );
  }, [accountId, fileId, following, onOver]);
  return { progress, failed };
}
