import { forbidden, requireSession } from '../access/access';
import type { Resolvers } from '../generated/resolvers';
import { graphqlId, upstreamId } from '../ids';
import { checkedEmail, isBlankText } from '../input-checks';
import { hasErrorCode as hasCode, requestError } from '../upstream/failures';
import { checkedCharityNumber } from '../group-status/charity-number';
import { requirePasswordRule } from '../user-settings/password-rule';
import type { UpstreamRegistrationRequest } from '../users/user-server-types';
import { requireRegistrationCountry, requireUserDetail } from '../users/user-details';

/** The validation code as it is sent: six digits. */
const VALIDATION_CODE = /^\d{6}$/;

/** The validation code, trimmed as the user server trims it; BAD_USER_INPUT on `argument` when that is not six digits. */
function checkedValidationCode(code: string, argument: string): string {
  const trimmed = code.trim();
  if (!VALIDATION_CODE.test(trimmed)) throw requestError('BAD_USER_INPUT', 'code must be the six digits of the validation code.', { argument });
  return trimmed;
}

/** Signing in, registering, validating, resetting a password, and the session's user. */
export const sessionResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, ctx) => ctx.loaders.users.load(requireSession(ctx, 'load your details')),
  },

  Mutation: {
    signIn: (_parent, { userName, password, captchaToken }, { userServer, attempts, clientAddress }) =>
      attempts.attempt({ secret: 'password', subject: userName, clientAddress, action: 'sign in' }, () =>
        userServer.signIn(userName, password, captchaToken ?? undefined),
      ),

    register: async (_parent, { input, captchaToken }, { userServer }) => {
      // The address becomes the user name: one with a control or invisible character would be a
      // look-alike of another's ("owner@acme.example<U+202E>"), shown to everyone who lists users.
      const email = checkedEmail(input.email, 'input.email');
      requireUserDetail(input.personalName, 'input.personalName', 'personalName');
      requireUserDetail(input.companyName, 'input.companyName', 'companyName');
      requireRegistrationCountry(input.country, 'input.country');
      // Checked as changePassword checks a new one, before the captcha token is spent on the call.
      requirePasswordRule(input.password, 'input.password');
      const request: UpstreamRegistrationRequest = {
        email,
        password: input.password,
        personalName: input.personalName,
        companyName: input.companyName,
        country: input.country,
        territory: input.territory,
      };
      // A blank one (nothing visible) is no number; any other is held to the rule updateCharity uses, before the call.
      if (input.charityPSLNumber && !isBlankText(input.charityPSLNumber)) {
        // A charity is verified by the provider before its discount applies.
        request.charityPSLNumber = checkedCharityNumber(input.charityPSLNumber, 'input.charityPSLNumber');
        request.isInVerifyProcess = true;
      }
      const { id } = await userServer.register(request, captchaToken);
      return { userId: String(id) };
    },

    sendValidationCode: async (_parent, _args, ctx) => {
      requireSession(ctx, 'send the validation code');
      await ctx.userServer.sendValidationCode();
      return true;
    },

    validateUser: async (_parent, args, { caller, userServer, attempts, clientAddress }) => {
      const action = 'validate your account';
      // A code that is not one (a slip of the keyboard, a paste cut short) is no guess at one:
      // refused before the attempt, so it never locks the person out of their right code.
      const code = checkedValidationCode(args.code, 'code');
      // Without a session the server refuses before looking at the code: nothing to guess.
      if (caller.userId) await attempts.attempt({ secret: 'validation code', subject: caller.userId, clientAddress, action }, () => userServer.validate(code));
      else await userServer.validate(code);
      // The token still says validated:false; a new one says true. Keep the session's account.
      try {
        return await userServer.reauthenticate(caller.accountId);
      } catch (error) {
        // A member (not owner) may hold a session for an account it cannot ask for by id.
        if (caller.accountId && hasCode(error, 'FORBIDDEN')) return userServer.reauthenticate();
        throw error;
      }
    },

    requestPasswordReset: async (_parent, { userName }, { userServer }) => {
      // Held to the rule the address was registered by: none refused here could have an account.
      await userServer.requestPasswordReset(checkedEmail(userName, 'userName'));
      return true;
    },

    resetPassword: async (_parent, { userName, activationCode, password }, { userServer, attempts, clientAddress }) => {
      // Before the attempt: the service refuses a weak password with 400, which the throttle counted
      // as a wrong code, so a person holding the right code could lock themselves out.
      requirePasswordRule(password, 'password');
      // The name requestPasswordReset took: one it refuses was sent no code, so nothing is tried for it.
      const email = checkedEmail(userName, 'userName');
      await attempts.attempt({ secret: 'reset code', subject: email, clientAddress, action: 'reset your password' }, () =>
        userServer.resetPassword(email, activationCode, password),
      );
      return true;
    },

    reauthenticate: (_parent, { accountId }, ctx) => {
      const id = accountId ? upstreamId(accountId, 'accountId') : undefined;
      requireSession(ctx, 'renew your session');
      return ctx.userServer.reauthenticate(id);
    },

    exportApiToken: async (_parent, { userName, password, accountId }, { userServer, attempts, clientAddress }) => {
      const action = 'export the API token';
      const id = upstreamId(accountId, 'accountId');
      // The same password as signing in: guesses here count against sign-in too, and the reverse.
      const session = await attempts.attempt({ secret: 'password', subject: userName, clientAddress, action }, () =>
        userServer.exportApiToken(userName, password, id),
      );
      // The server falls back to another account when the user may not act for this one; a token
      // for the wrong account must never reach the user.
      if (session.accountId === null || session.accountId === undefined || Number(session.accountId) !== Number(id)) {
        throw forbidden(action, 'Account not available to this user');
      }
      return session.jwt;
    },
  },

  SessionUser: {
    id: (session) => String(session.id),
    accountId: (session) => graphqlId(session.accountId),
    roles: (session) => [...session.roles],
  },
};
