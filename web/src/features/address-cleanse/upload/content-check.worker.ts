// The dedicated worker the upload checks each chunk in (content-check-worker.ts): its messages
// given to the handler, its answers posted back. Nothing else belongs here.
import { contentCheckHandler, type CheckRequest } from './content-check-worker';

const handle = contentCheckHandler();
addEventListener('message', (event: MessageEvent<CheckRequest>) => {
  void handle(event.data).then(
    (reply) => reply && postMessage(reply),
    (error: unknown) => {
      // The page's error event: the check cannot vouch for the file (content-check-worker.ts).
      setTimeout(() => {
        throw error;
      });
    },
  );
});
