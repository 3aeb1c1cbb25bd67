/** One value of a bet: what its record says beside what the browser computed from the seeds. */
export interface Check {
  label: string;
  /** What the bet record says. */
  recorded: string;
  /** What the browser computed from the seeds. */
  computed: string;
  match: boolean;
}

export const check = (label: string, recorded: string, computed: string): Check => ({
  label,
  recorded,
  computed,
  match: recorded === computed,
});
