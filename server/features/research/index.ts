/** What the public API (both doors) uses of research columns: the same operations as `/api/research`. */
export { cancelResearchRun } from './cancel-research-run';
export { createResearchColumn } from './create-research-column';
export { estimateResearchRun } from './estimate-research-run';
export { findResearchColumns } from './find-research-columns';
export { findResearchQuestions } from './find-research-questions';
export { getResearchAnswers } from './get-research-answers';
export { startResearchRun } from './start-research-run';
export { findLeadAnswers, type TLeadAnswerLine } from './find-lead-answers';
