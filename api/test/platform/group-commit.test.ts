import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { groupCommit } from '../../src/platform/db/group-commit.ts';
import { makeTempDir } from '../helpers.ts';

// src/platform/db/group-commit.ts: the writes of two turns share a transaction, and each caller still gets its own answer.

let sqlite: SQLite.Database;
beforeEach(() => {
  sqlite = new SQLite(':memory:');
  sqlite.exec('create table t (id integer primary key, n integer not null)');
  sqlite.exec('insert into t (id, n) values (1, 0), (2, 0), (3, 0)');
});
afterEach(() => {
  sqlite.close();
});

const value = (id: number) => (sqlite.prepare('select n from t where id = ?').get(id) as { n: number }).n;

/** A queue of increments that notes, for each write, whether it ran inside a transaction. */
function countingQueue() {
  const update = sqlite.prepare('update t set n = n + 1 where id = ?');
  const seen: boolean[] = [];
  const queue = groupCommit(sqlite, (id: number) => {
    seen.push(sqlite.inTransaction);
    return update.run(id).changes;
  });
  return { queue, seen };
}

describe('groupCommit', () => {
  it('runs the writes of one turn in one transaction and answers each its own result', async () => {
    const { queue, seen } = countingQueue();
    const outcomes = await Promise.all([queue(1), queue(2), queue(9)]);
    expect(outcomes).toEqual([{ ran: true, result: 1 }, { ran: true, result: 1 }, { ran: true, result: 0 }]);
    expect(seen).toEqual([true, true, true]);
    expect([value(1), value(2)]).toEqual([1, 1]);
  });

  it('runs a write asked for in the next turn in the same transaction (a request read while the first was handled)', async () => {
    const { queue, seen } = countingQueue();
    const first = queue(1);
    await nextTurn();
    const second = queue(2);
    expect(await Promise.all([first, second])).toEqual([{ ran: true, result: 1 }, { ran: true, result: 1 }]);
    expect(seen).toEqual([true, true]);
  });

  it('runs a write alone in its turn without a transaction of its own, and later turns again', async () => {
    const { queue, seen } = countingQueue();
    expect(await queue(1)).toEqual({ ran: true, result: 1 });
    expect(await queue(1)).toEqual({ ran: true, result: 1 });
    expect(seen).toEqual([false, false]);
    expect(value(1)).toBe(2);
  });

  it('answers nothing being written on the caller\'s behalf while a transaction is open on the connection', async () => {
    const queue = groupCommit(sqlite, (id: number) => sqlite.prepare('update t set n = n + 1 where id = ?').run(id).changes);
    sqlite.exec('begin');
    const waiting = Promise.all([queue(1), queue(2)]);
    // The flush comes after this turn and the next; the transaction is still open then, and is undone afterwards.
    await nextTurn();
    await nextTurn();
    sqlite.exec('rollback');
    expect(await waiting).toEqual([{ ran: false }, { ran: false }]);
    expect([value(1), value(2)]).toEqual([0, 0]);
  });

  it('when one write fails, the others are still written and only its caller gets the error', async () => {
    const update = sqlite.prepare('update t set n = n + 1 where id = ?');
    const queue = groupCommit(sqlite, (id: number) => {
      if (id === 2) throw new Error('bad write');
      return update.run(id).changes;
    });
    const [one, two, three] = await Promise.allSettled([queue(1), queue(2), queue(3)]);
    expect(one).toEqual({ status: 'fulfilled', value: { ran: true, result: 1 } });
    expect(two).toMatchObject({ status: 'rejected', reason: new Error('bad write') });
    expect(three).toEqual({ status: 'fulfilled', value: { ran: true, result: 1 } });
    // Each written once: the shared transaction was undone before they ran alone.
    expect([value(1), value(2), value(3)]).toEqual([1, 0, 1]);
  });

  it('when the file is locked by another connection, every write of the turn gets the busy error at once, none waits again alone', async () => {
    const dir = await makeTempDir('cards-group-commit-');
    const file = path.join(dir, 'locked.db');
    const own = new SQLite(file, { timeout: 50 });
    const other = new SQLite(file);
    try {
      own.pragma('journal_mode = WAL');
      own.exec('create table t (id integer primary key, n integer not null)');
      own.exec('insert into t (id, n) values (1, 0), (2, 0), (3, 0)');
      const update = own.prepare('update t set n = n + 1 where id = ?');
      let tried = 0;
      const queue = groupCommit(own, (id: number) => {
        tried += 1;
        return update.run(id).changes;
      });
      other.exec('begin exclusive');
      const outcomes = await Promise.allSettled([queue(1), queue(2), queue(3)]);
      expect(outcomes.map((o) => o.status === 'rejected' && (o.reason as { code?: string }).code)).toEqual(['SQLITE_BUSY', 'SQLITE_BUSY', 'SQLITE_BUSY']);
      expect(tried).toBe(1);
      other.exec('rollback');
      expect(await Promise.all([queue(1), queue(2)])).toEqual([{ ran: true, result: 1 }, { ran: true, result: 1 }]);
    } finally {
      own.close();
      other.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
