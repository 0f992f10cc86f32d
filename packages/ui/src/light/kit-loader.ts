import type { ComponentType, ReactNode } from 'react';

/** What the loader in steps needs of the kit's first part (`@aliento/ui/system`): the system's build, a step at a time. */
export interface KitSystem {
  /** Runs one step of the product system's build; true once it is built. */
  buildSystemStep(): boolean;
}

/** What the loader needs of the kit (`@aliento/ui`): its provider and the product system's builder. */
export interface UiKit {
  UiProvider: ComponentType<{ children: ReactNode }>;
  productSystem(): unknown;
}

/** Gives the browser a turn (a tap, a paint) before what follows: the rest runs in a task of its own. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** One load per page: every caller waits for the same one; a failed load is tried again by the next caller. */
function oncePerPage<K>(load: () => Promise<K>): () => Promise<K> {
  let kit: Promise<K> | undefined;
  return () => {
    kit ??= load().catch((error: unknown) => {
      kit = undefined;
      throw error;
    });
    return kit;
  };
}

/**
 * Loads the kit in steps, each a task of its own on the main thread: Chakra's modules evaluate when the import
 * resolves, the product's system is built a task later, and the caller continues a task after that. On a slow phone
 * the three together were one task of 0.5 s (nothing on the page could answer a tap, Lighthouse's total blocking
 * time).
 */
export function kitLoader<K extends UiKit>(load: () => Promise<K>): () => Promise<K> {
  return oncePerPage(async () => {
    const kit = await load();
    await nextTask();
    kit.productSystem();
    await nextTask();
    return kit;
  });
}

/** The imports of a kit loaded in more steps (kitLoaderInSteps). */
export interface KitSteps<K extends UiKit> {
  /** Imports the kit's first part (`@aliento/ui/system`: the system, its provider, the styled-system, emotion). */
  system: () => Promise<KitSystem>;
  /** Imports the whole kit (`@aliento/ui`): what the first part did not run yet (the components) runs then. */
  kit: () => Promise<K>;
  /** Starts downloading the whole kit's files without running them (the federation's loadShare). */
  download: () => unknown;
  /**
   * Fetches the first part's files without running its modules (the federation's loadShare): given, its modules run
   * a task after the files have arrived, not in the task that evaluates the arriving script.
   */
  arrive?: () => Promise<unknown>;
}

/**
 * Loads the kit in more steps than kitLoader: its first part's files arrive, its modules evaluate a task later, the
 * system is built a step per task after that, then the components evaluate in a task of their own (their files
 * downloaded meanwhile), and the caller continues a task after that. On a slow phone the system's build in one go
 * and the kit's modules were tasks of 0.2 s each.
 */
export function kitLoaderInSteps<K extends UiKit>({ system, kit: loadKit, download, arrive }: KitSteps<K>): () => Promise<K> {
  return oncePerPage(async () => {
    void Promise.resolve()
      .then(download)
      .catch(() => undefined);
    if (arrive) {
      // a failed fetch is the import's to retry and report
      await Promise.resolve()
        .then(arrive)
        .catch(() => undefined);
      await nextTask();
    }
    const first = await system();
    do await nextTask();
    while (!first.buildSystemStep());
    await nextTask();
    const kit = await loadKit();
    await nextTask();
    return kit;
  });
}
