import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { createInProcessBus } from '../platform/events';
import { createPostgresBus } from '../platform/events-postgres';
import { releaseTracker } from '../modules/trackers/trackers.service';

/**
 * `npm run tracker:release -- <identifier>`: the operator's support path for a device another
 * company registered first (docs/OPERATIONS.md). Uses the same settings as `npm start`.
 */
async function main(): Promise<number> {
  const serial = process.argv[2]?.trim();
  if (!serial) {
    console.error('Usage: npm run tracker:release -- <identifier>');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // On PostgreSQL the running instances hear of it at once and forget the identifier.
  const bus = config.databaseUrl
    ? await createPostgresBus(config.databaseUrl, (error) => console.error('event bus:', error))
    : { ...createInProcessBus(), close: async () => {} };
  try {
    const released = await releaseTracker({ db: database.db, bus }, serial);
    if (!released) {
      console.log(`No company has registered ${serial}: it is free to register.`);
      return 1;
    }
    const where = released.assetName ? `, installed on ${released.assetName}` : '';
    console.log(
      `Released ${serial} from ${released.companyName}${where}. Its owner can now register it.`,
    );
    return 0;
  } finally {
    await bus.close();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(
        `${error.message}\nStop Fleet first: the embedded database has one process at a time.`,
      );
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
