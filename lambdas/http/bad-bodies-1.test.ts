import { describeBadBodies } from '../testing/bad-bodies-suite';

/** The bad-body suite, shard 1 of 3 (lambdas/testing/bad-bodies-suite.ts). */
describeBadBodies(1);
