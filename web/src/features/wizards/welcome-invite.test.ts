import { describe } from 'vitest';
import { itHoldsEmailToTheGatewaysRule } from '../../lib/email-rule-test-support';
import { inviteSchema } from './welcome-steps';

describe('the e-mail address the welcome wizard invites a colleague at', () => {
  itHoldsEmailToTheGatewaysRule(inviteSchema, 'email', 'Enter a valid e-mail address');
});
