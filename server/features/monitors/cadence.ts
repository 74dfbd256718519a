import { sql } from 'drizzle-orm';

/** A monitor's cadence as a PostgreSQL interval, for its next run. */
export const cadenceInterval = (cadence: 'weekly' | 'monthly') =>
  cadence === 'weekly' ? sql`interval '7 days'` : sql`interval '1 month'`;
