import { Redis } from 'ioredis';
import type { StaffSession, StaffSessionStore } from './session-store.ts';

// Staff sessions in Redis (REDIS_URL): each a key that Redis drops when it runs out, and a set per brand and per
// member so that a supervisor can list and end them. Unlike the rate limits, a session is never taken on trust
// while Redis is down: the request fails, and the member signs in again once it is back.

const key = (id: string) => `cards-staff-session:${id}`;
const ofBrand = (company: string) => `cards-staff-sessions:brand:${company}`;
const ofStaff = (staffId: number) => `cards-staff-sessions:staff:${staffId}`;

/** Milliseconds until the absolute end, at least 1. */
function ttl(session: StaffSession, now: number): number {
  return Math.max(1, Date.parse(session.expiresAt) - now);
}

export function redisSessionStore(url: string, clock: () => Date): StaffSessionStore & { close(): void } {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on('error', () => {});

  async function members(set: string): Promise<StaffSession[]> {
    const ids = await redis.smembers(set);
    if (ids.length === 0) return [];
    const values = await redis.mget(ids.map(key));
    const gone = ids.filter((_, i) => values[i] === null);
    if (gone.length > 0) await redis.srem(set, ...gone);
    return values.filter((v): v is string => v !== null).map((v) => JSON.parse(v) as StaffSession);
  }

  return {
    async create(session) {
      await redis.multi()
        .set(key(session.id), JSON.stringify(session), 'PX', ttl(session, clock().getTime()))
        .sadd(ofBrand(session.company), session.id)
        .sadd(ofStaff(session.staffId), session.id)
        .exec();
    },
    async get(id) {
      const value = await redis.get(key(id));
      return value === null ? undefined : JSON.parse(value) as StaffSession;
    },
    async save(session) {
      // XX: a session ended meanwhile stays ended.
      await redis.set(key(session.id), JSON.stringify(session), 'PX', ttl(session, clock().getTime()), 'XX');
    },
    async end(id) {
      const value = await redis.get(key(id));
      if (value === null) return false;
      const session = JSON.parse(value) as StaffSession;
      const [[, removed] = []] = (await redis.multi().del(key(id)).srem(ofBrand(session.company), id).srem(ofStaff(session.staffId), id).exec()) ?? [];
      return removed === 1;
    },
    async endAllOf(staffId) {
      const sessions = await members(ofStaff(staffId));
      if (sessions.length === 0) return 0;
      const multi = redis.multi().del(...sessions.map((s) => key(s.id))).del(ofStaff(staffId));
      for (const session of sessions) multi.srem(ofBrand(session.company), session.id);
      await multi.exec();
      return sessions.length;
    },
    async listOf(company) {
      return (await members(ofBrand(company))).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    close() {
      redis.disconnect();
    },
  };
}
