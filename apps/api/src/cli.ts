import path from "node:path";
import { buildApp } from "./app";
import { parseConfig } from "./config";
import { openDatabase } from "./db/client";
import { migrateToLatest } from "./db/migrate";
import { demoCustomer, seedDemoData } from "./db/seed-demo";

const usage = `Usage: npm run cli -- <command>

Commands:
  migrate    apply every pending database migration
  seed       add a demo customer with deposits and transfers (development databases only)`;

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
    case "seed": {
      await migrateToLatest(database.db);
      const { app, ctx } = await buildApp(config, database);
      try {
        const created = await seedDemoData(ctx);
        console.log(
          created
            ? `Demo customer ready: sign in as ${demoCustomer.email} with password ${demoCustomer.password}`
            : `The demo customer ${demoCustomer.email} already exists; nothing was added.`,
        );
      } finally {
        await app.close();
      }
      break;
    }
    default:
      console.log(usage);
      process.exitCode = command ? 1 : 0;
  }
} finally {
  await database.close();
}
