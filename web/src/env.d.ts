/// <reference types="vite/client" />

/** The year of the build, set by `define` in vite.config.mts: the year the pages were prerendered in. */
declare const __BUILD_YEAR__: number;
