// The dedicated worker the upload checks each chunk in (content-check-worker.ts): its messages
// given to the handler, its answers posted back. Nothing else belongs here.
import { contentCheckHandler, type CheckRequest } from './content-check-worker';

const handle = contentCheckHandler();
addEventListener('message', (event: MessageEvent<CheckRequest>) => {
  const reply = handle(event.data);
  if (reply) postMessage(reply);
});
