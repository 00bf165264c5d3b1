// Imported first by the bench's entry points, before anything loads graphql: the servers measured
// in the bench's process (the gateway and the plain proxy alike) and the sandbox processes it
// starts run as the Dockerfile runs them, with NODE_ENV=production. In development graphql checks
// on every instanceof of its own classes whether a second copy of graphql is loaded.

/** NODE_ENV as the bench was started with it, for processes that must not run as production (the web's tests). */
export const givenNodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
