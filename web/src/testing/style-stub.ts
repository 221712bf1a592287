/** Stands in for a CSS import under jest. */
export default {};
