// Texts of the users screens; filled by the team that owns them.
export default {};
