import lighthouse from 'lighthouse';

export type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
type Flags = NonNullable<Parameters<typeof lighthouse>[1]>;

/**
 * One Lighthouse run. Now and then Lighthouse fails to record its trace (NO_NAVSTART): that is
 * no measurement of the page, so it is printed and the run tried again, at most twice more.
 */
export async function measureOnce(
  url: string,
  flags: Flags,
  run: number,
): Promise<LighthouseResult | undefined> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const result = await lighthouse(url, { output: 'json', logLevel: 'error', ...flags });
    if (result && !result.lhr.runtimeError) return result;
    const reason = result?.lhr.runtimeError;
    process.stdout.write(
      `    run ${run}: Lighthouse failed (${reason?.code ?? 'no result'}: ${reason?.message ?? ''})` +
        `${attempt < 3 ? ', trying again' : ''}\n`,
    );
  }
  return undefined;
}
