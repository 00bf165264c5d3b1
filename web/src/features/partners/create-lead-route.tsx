import { useLocation } from 'react-router';
import { useMutation } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentAccount } from '../../lib/current-account';
import { useNavigateKeepingSearch } from '../../lib/navigation';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { CreateLeadMutation, PartnerLeadsQuery } from './lead-documents';
import { LeadForm } from './lead-form';
import { leadPaths } from './lead-paths';
import { leadFormTips } from './partner-tips';

/** A new lead for the partner in use; once submitted, its page opens. */
export function Component() {
  const { partner } = useCurrentAccount();
  const { pathname } = useLocation();
  const paths = leadPaths(pathname);
  const navigate = useNavigateKeepingSearch();
  const [createLead] = useMutation(CreateLeadMutation);
  useHelpTips('partnerCreateLead', leadFormTips);

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h4" component="h1">
        Create Lead
      </Typography>
      {partner ? (
        <>
          <Typography sx={{ color: 'text.secondary' }}>
            Tell us about a company {partner.name} is bringing to us. We will be in touch about a joint meeting if you want one.
          </Typography>
          <LeadForm
            action="submit the lead"
            submitLabel="Submit lead"
            onCancel={() => navigate(paths.list)}
            onSubmit={async (input) => {
              const { data } = await createLead({
                variables: { partnerId: partner.id, input },
                refetchQueries: [{ query: PartnerLeadsQuery, variables: { partnerId: partner.id } }],
              });
              if (data) navigate(paths.lead(data.createLead.id));
            }}
          />
        </>
      ) : (
        <Typography>Choose a partner to submit a lead for it.</Typography>
      )}
    </Stack>
  );
}
