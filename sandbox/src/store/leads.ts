import type { Lead } from '../seed';
import { seedLeadOptions, type LeadOption, type LeadServiceName } from '../seed/leads';
import { IdSequence } from './id-sequence';
import type { StoreState } from './state';

/** What a partner writes on the lead form (a submitted lead); `closeDate` in epoch seconds. */
export type LeadForm = Omit<Lead, 'id' | 'parentId' | 'status' | 'openDate'>;

/** A change to a lead: any part of the form, and its status. */
export type LeadChange = Partial<LeadForm> & { status?: Lead['status'] };

export type LeadOptionChange = Omit<LeadOption, 'id'>;

/** The partners' leads (seeded in state) and the lead form's options (seeded here). */
export class Leads {
  readonly options: LeadOption[] = seedLeadOptions();
  /** The options' ids go on from the seeded ones, never back to a removed option's. */
  readonly #optionIds: IdSequence;

  constructor(private readonly state: StoreState) {
    this.#optionIds = new IdSequence(0, idsOf(this.options));
  }

  /** A partner's leads, newest first (by open date, then id). */
  forPartner(partnerId: number): Lead[] {
    return this.state.leads.filter((lead) => lead.parentId === partnerId).sort((a, b) => b.openDate - a.openDate || b.id - a.id);
  }

  get(id: number): Lead | undefined {
    return this.state.leads.find((lead) => lead.id === id);
  }

  create(partnerId: number, form: LeadForm): Lead {
    const id = this.state.ids.leads.next(idsOf(this.state.leads));
    const lead: Lead = { ...form, id, parentId: partnerId, status: 'open', openDate: this.state.nowSeconds() };
    this.state.leads.push(lead);
    return lead;
  }

  update(lead: Lead, change: LeadChange): Lead {
    Object.assign(lead, change);
    return lead;
  }

  remove(id: number): boolean {
    const index = this.state.leads.findIndex((lead) => lead.id === id);
    if (index < 0) return false;
    this.state.leads.splice(index, 1);
    return true;
  }

  /** A deleted partner's leads go with it: they are its own records, of no one else's business. */
  forgetPartner(partnerId: number): void {
    for (let i = this.state.leads.length - 1; i >= 0; i--) if (this.state.leads[i]?.parentId === partnerId) this.state.leads.splice(i, 1);
  }

  /** The options, by requirement (in the lead services' order), then option. */
  listOptions(order: readonly LeadServiceName[]): LeadOption[] {
    return [...this.options].sort((a, b) => order.indexOf(a.requirement) - order.indexOf(b.requirement) || a.option.localeCompare(b.option));
  }

  getOption(id: number): LeadOption | undefined {
    return this.options.find((option) => option.id === id);
  }

  /** The option with the same text (case aside) for the same requirement, other than `exceptId`. */
  findDuplicate(change: LeadOptionChange, exceptId?: number): LeadOption | undefined {
    const text = change.option.toLowerCase();
    return this.options.find((option) => option.id !== exceptId && option.requirement === change.requirement && option.option.toLowerCase() === text);
  }

  createOption(change: LeadOptionChange): LeadOption {
    const option: LeadOption = { id: this.#optionIds.next(idsOf(this.options)), ...change };
    this.options.push(option);
    return option;
  }

  updateOption(option: LeadOption, change: LeadOptionChange): LeadOption {
    return Object.assign(option, change);
  }

  removeOption(id: number): boolean {
    const index = this.options.findIndex((option) => option.id === id);
    if (index < 0) return false;
    this.options.splice(index, 1);
    return true;
  }
}

function idsOf(records: readonly { id: number }[]): number[] {
  return records.map((record) => record.id);
}
