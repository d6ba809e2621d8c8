// Module declarations for non-code imports the web bundles handle (webpack: style-loader and
// asset modules; Jest: tools/jest stubs).
declare module '*.css';

declare module '*.png' {
  const url: string;
  export default url;
}

declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.jpg' {
  const url: string;
  export default url;
}

declare module '*.webp' {
  const url: string;
  export default url;
}

// A stylesheet's text (webpack: asset/source), for a first-paint script that puts it inline.
declare module '*.css?source' {
  const text: string;
  export default text;
}
