// A start-up step (src/app/hydrate.ts). A named re-export keeps the library tree-shaken (see ./react.ts).
export { createBrowserRouter } from 'react-router-dom';
