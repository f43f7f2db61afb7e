import path from "node:path";
import { parseConfig } from "./config";
import { openDatabase } from "./db/client";
import { migrateToLatest } from "./db/migrate";

const usage = `Usage: npm run cli -- <command>

Commands:
  migrate    apply every pending database migration`;

const [command] = process.argv.slice(2);
const config = parseConfig();
const database = openDatabase({ url: config.DATABASE_URL, pgliteDir: path.join(config.DATA_DIR, "pglite") });

try {
  switch (command) {
    case "migrate": {
      const applied = await migrateToLatest(database.db);
      console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
      break;
    }
    default:
      console.log(usage);
      process.exitCode = command ? 1 : 0;
  }
} finally {
  await database.close();
}
