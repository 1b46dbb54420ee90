// Texts of the eventForm screens; filled by the team that owns them.
export default {};
