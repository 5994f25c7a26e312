import axios from 'axios';
import { describe, expect, it } from 'vitest';
import { fakeAdapter } from '@cards/shared/testing';
import { createDraftApi } from './draft.ts';

// SPEC §7 POST /api/form: every try of one create carries its Idempotency-Key, and an answer of 200 (the draft an
// earlier try made, its answer lost) is told apart from 201 (made now).

const made = { id: 7, key: 'k', form: { _id: 7, _version: 1 } };

describe('createDraftApi().create', () => {
  it('sends the key as Idempotency-Key, and says whether the draft was made by an earlier try', async () => {
    const statuses = [201, 200];
    const fake = fakeAdapter(() => ({ status: statuses.shift(), data: made }));
    const api = createDraftApi(axios.create({ adapter: fake.adapter }));
    expect(await api.create({ Firstname: 'Mia' }, '0123456789abcdef0123456789abcdef')).toMatchObject({ id: 7, madeEarlier: false });
    expect(await api.create({ Firstname: 'Mia' }, '0123456789abcdef0123456789abcdef')).toMatchObject({ id: 7, madeEarlier: true });
    for (const call of fake.calls) expect(call.headers['Idempotency-Key']).toBe('0123456789abcdef0123456789abcdef');
  });

  it('sends no Idempotency-Key without one', async () => {
    const fake = fakeAdapter(() => ({ status: 201, data: made }));
    await createDraftApi(axios.create({ adapter: fake.adapter })).create({ Firstname: 'Mia' });
    expect(fake.calls[0]!.headers['Idempotency-Key']).toBeUndefined();
  });
});
