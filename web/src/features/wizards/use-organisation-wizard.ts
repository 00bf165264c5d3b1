import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useFailure } from '../../components/failure/use-failure';
import { useCurrentAccount } from '../../lib/current-account';
import { useFrameActions } from '../../lib/frame-actions';
import { routeTo, useNavigateKeepingSearch } from '../../lib/navigation';
import { useSession } from '../../lib/session/use-session';
import { isStaff } from '../../lib/session/session-user';
import type { Territory } from '../../lib/territory';
import {
  CreationFailed,
  createOrganisation,
  type CreatedOrganisation,
  type CreationProgress,
  type NewOrganisation,
  type OrganisationCalls,
} from './create-organisation';
import { defaultCountry, organisationFormSchema, wizardSteps, type OrganisationForm } from './organisation-form';
import { WizardCreateGroupMutation, WizardDeleteGroupMutation, WizardUpdateGroupMutation } from './wizard-documents';

/** What the organisation wizard shows: its form, where it is, and how the creating goes. */
export function useOrganisationWizard() {
  const session = useSession();
  const { territory } = useCurrentAccount();
  const staff = session ? isStaff(session) : false;
  const steps = useMemo(() => wizardSteps(staff), [staff]);
  const [active, setActive] = useState(0);
  const [progress, setProgress] = useState<CreationProgress | null>(null);
  const [leftBehind, setLeftBehind] = useState<string[]>([]);
  const [created, setCreated] = useState<CreatedOrganisation | null>(null);
  const failure = useFailure('create the organisation');
  const calls = useOrganisationCalls();
  const frame = useFrameActions();
  const navigate = useNavigateKeepingSearch();

  const form = useForm<OrganisationForm>({
    resolver: zodResolver(organisationFormSchema),
    defaultValues: {
      // A customer creates an organisation of their own.
      owner: staff || !session ? null : { id: session.id, label: session.userName },
      name: '',
      country: defaultCountry[territory],
      accounts: [{ name: 'Main' }],
    },
  });

  // The country the wizard put in the field: while the field still holds it, nobody has edited it,
  // and it follows the owner staff choose (their territory's, not the staff member's).
  const prefilledCountry = useRef(form.getValues('country'));
  const ownerChosen = (ownerTerritory: Territory) => {
    if (form.getValues('country') !== prefilledCountry.current) return;
    prefilledCountry.current = defaultCountry[ownerTerritory];
    form.setValue('country', prefilledCountry.current);
  };

  const next = async () => {
    if (await form.trigger([...steps[active]!.fields])) setActive((step) => Math.min(step + 1, steps.length - 1));
  };
  const back = () => setActive((step) => Math.max(step - 1, 0));

  /** Makes the organisation and its accounts; null when that failed, having said why. */
  const build = async (values: OrganisationForm): Promise<CreatedOrganisation | null> => {
    try {
      const made = await createOrganisation(newOrganisation(values), calls, setProgress);
      setCreated(made);
      return made;
    } catch (error) {
      setProgress(null);
      if (error instanceof CreationFailed) {
        setLeftBehind(error.leftBehind);
        failure.report(error.cause);
      } else {
        failure.report(error);
      }
      return null;
    }
  };

  /** The new organisation and its first account become the current ones (docs/flows.md). */
  const switchTo = async (made: CreatedOrganisation) => {
    try {
      await frame.showGroup(made.accountIds[0]!);
      navigate(routeTo('/home'));
    } catch (error) {
      setProgress(null);
      failure.report(error, 'switch to the new organisation');
    }
  };

  // Once the organisation exists, pressing the button again only retries the switch: building it
  // again would make a second, identical organisation.
  const create = form.handleSubmit(async (values) => {
    failure.clear();
    setLeftBehind([]);
    const made = created ?? (await build(values));
    if (made) await switchTo(made);
  });

  return { form, steps, active, next, back, ownerChosen, create, created, progress, failure, leftBehind, staff };
}

export type OrganisationWizard = ReturnType<typeof useOrganisationWizard>;

/** What to create, as the form's answers say it. */
function newOrganisation(values: OrganisationForm): NewOrganisation {
  return {
    ownerId: values.owner!.id,
    name: values.name.trim(),
    country: values.country.trim(),
    accounts: values.accounts.map((account) => account.name.trim()),
  };
}

/** The wizard's calls, through the portal's GraphQL gateway. */
function useOrganisationCalls(): OrganisationCalls {
  const [createGroup] = useMutation(WizardCreateGroupMutation);
  const [updateGroup] = useMutation(WizardUpdateGroupMutation);
  const [deleteGroup] = useMutation(WizardDeleteGroupMutation);
  return useMemo(
    () => ({
      async createOrganisation(ownerId, name, country) {
        const { data } = await createGroup({ variables: { input: { userId: ownerId, type: 'organisation', name, country } } });
        const created = data?.createGroup;
        if (!created?.accountId) throw new Error('The new organisation came without its account');
        return { organisationId: created.id, accountId: created.accountId };
      },
      async createAccount(organisationId, name) {
        const { data } = await createGroup({ variables: { input: { groupId: organisationId, type: 'account', name } } });
        if (!data) throw new Error('The new account was not confirmed');
        return data.createGroup.id;
      },
      async renameGroup(groupId, name) {
        await updateGroup({ variables: { groupId, input: { name } } });
      },
      async deleteGroup(groupId) {
        await deleteGroup({ variables: { groupId } });
      },
    }),
    [createGroup, updateGroup, deleteGroup],
  );
}
