/**
 * The longest text suggestions are asked for: far longer than any address typed, and well within
 * the request line the services take. Longer, the service refused the call itself (431), which
 * read as its outage rather than the caller's input. The web's search box stops at it too.
 */
export const MAX_SUGGESTION_TEXT = 500;
