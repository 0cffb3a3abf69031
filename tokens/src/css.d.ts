// Side-effect imports of plain CSS (the self-hosted font) are handled by the bundler.
declare module "*.css";
