// A start-up step (src/app/hydrate.ts): evaluating styled-components adopts the prerendered
// <style data-styled> rules. A named re-export keeps the library tree-shaken (see ./react.ts).
export { default as styled } from 'styled-components';
