import { describe } from 'vitest';
import { itHoldsEmailToTheGatewaysRule } from '../../lib/email-rule-test-support';
import { invitationSchema } from './invite-form';

describe('the e-mail address an invitation is sent to', () => {
  itHoldsEmailToTheGatewaysRule(invitationSchema, 'email', 'Enter a valid e-mail address');
});
