// Code for the check's own test: one id of the table, one that is not in it.
const a = t('used_everywhere');
const b = t('missing_js', { n: 1 });
