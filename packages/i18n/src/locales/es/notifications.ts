// Texts of the notifications screens; filled by the team that owns them.
export default {};
