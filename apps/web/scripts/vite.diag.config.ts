import { defineConfig, mergeConfig } from "vite";
import base from "../vite.config";

export default mergeConfig(
  base,
  defineConfig({
    build: { minify: false, outDir: "/tmp/dist-prof", emptyOutDir: true },
  }),
);
