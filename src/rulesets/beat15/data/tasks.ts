// Task guidelines (B15-TN-2, TN-8): a task type may come with its own starting target number. The
// draft gives only two, attack and stealth, both at 15; a setting may register more through the
// `taskTargets` option.

export const DEFAULT_TASK_TARGETS: Readonly<Record<string, number>> = {
  attack: 15,
  stealth: 15,
};
