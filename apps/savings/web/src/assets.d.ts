// Image files imported by the savings pages: webpack emits each as a content-hashed file of its
// own (tools/webpack/create-config.js) and the import is its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
