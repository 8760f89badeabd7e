import manifest from '../../public/build/manifest.json';

/** Content-hashed client assets written by scripts/build-client.mjs. */
export interface AssetManifest {
  entry: string;
  css: string;
  /** Chunks every page needs (the shared React chunk), preloaded with modulepreload. */
  preload: string[];
}

export const assets: AssetManifest = manifest;
