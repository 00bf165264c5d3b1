// The e-mail validation service's JSON shapes (sandbox/README.md, "E-mail validation").

/** `POST /verify` answers 202 with the id to poll. */
export interface UpstreamVerifyStarted {
  readonly id: string;
}

/** `GET /verify/{id}`: pending until the checks are done, then the verdict. */
export interface UpstreamVerification {
  readonly id: string;
  readonly email: string;
  readonly state: 'pending' | 'done';
  readonly status?: string;
  readonly reason?: string | null;
  readonly suggestion?: string | null;
}
