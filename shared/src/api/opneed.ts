import type { HttpClient } from './http.ts';
import type { OperationalNeedFormFields } from '../validation/opneed.ts';
import type { AbnDetails } from './draft.ts';

// SPEC §7 calls of the operational-need form. The form is reached by its id and unguessable reference,
// never by a sign-in, so none of these carries a token or signs anyone out.

/** SPEC §7 GET /api/people/operational-need-form/{a}/{b}: the form as prefilled from the application. */
export interface OpNeedForm extends OperationalNeedFormFields {
  id: number;
  status: 'awaited' | 'signed';
  signedAt: string | null;
  cardType: 'asic' | 'msic';
  brand: string;
}

export interface OpNeedApi {
  get(id: string, ref: string): Promise<OpNeedForm>;
  /** POST …/{a}/{b} with the fields and `_signature` (a PNG data URL). */
  sign(id: string, ref: string, body: OperationalNeedFormFields & { _signature: string }): Promise<{ status: 'signed'; signedAt: string }>;
  /** SPEC §7 GET …/get-abn/{a}/{b}: what the register says of the form's own ABN, the last element used. */
  formAbn(id: string, ref: string): Promise<AbnDetails | null>;
  /** GET …/lookup-abn/{abn}, naming the form the lookup is for. */
  lookupAbn(id: string, ref: string, abn: string): Promise<AbnDetails>;
}

const quiet = { skipAuth: true, skipAuthRedirect: true } as const;
const path = (id: string, ref: string) => `/api/people/operational-need-form/${encodeURIComponent(id)}/${encodeURIComponent(ref)}`;

export function createOpNeedApi(http: HttpClient): OpNeedApi {
  return {
    async get(id, ref) {
      return (await http.get<{ data: OpNeedForm }>(path(id, ref), quiet)).data.data;
    },
    async sign(id, ref, body) {
      return (await http.post<{ status: 'signed'; signedAt: string }>(path(id, ref), body, quiet)).data;
    },
    async formAbn(id, ref) {
      const url = `/api/people/operational-need-form/get-abn/${encodeURIComponent(id)}/${encodeURIComponent(ref)}`;
      const list = (await http.get<AbnDetails[]>(url, quiet)).data;
      return Array.isArray(list) && list.length > 0 ? list[list.length - 1]! : null;
    },
    async lookupAbn(id, ref, abn) {
      const url = `/api/people/operational-need-form/lookup-abn/${encodeURIComponent(abn.replace(/\s+/g, ''))}`;
      return (await http.get<AbnDetails>(url, { ...quiet, headers: { 'X-Operational-Need-Form': `${id}/${ref}` } })).data;
    },
  };
}
