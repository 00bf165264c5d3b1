import { refusals } from '../../../web/src/app/access/guard';
import { refusalText } from '../../../web/src/lib/apollo/portal-words';

export { refusals };

/**
 * What the portal shows for a failure with these extensions: the route guard's own words for a
 * refusal by one of its rules (`reason`), else the msg. An API caller reads the message instead.
 */
export function shownByPortal(extensions: Record<string, unknown> | undefined): unknown {
  return refusalText(extensions?.reason) ?? extensions?.msg;
}
