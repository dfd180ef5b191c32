// The shift's pure rules live in contract/ since the server re-times a chair from a Done tap (issue 42) with them.
export * from '#contract/shift-services.ts';
