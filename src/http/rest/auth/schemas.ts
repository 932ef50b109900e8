import { Type } from 'typebox'

const Login = Type.String({ minLength: 1, maxLength: 254 })
const Password = Type.String({ maxLength: 1024 })

export const LoginBody = Type.Object(
  { username: Type.Optional(Login), email: Type.Optional(Login), password: Type.Optional(Password) },
  { anyOf: [{ required: ['username'] }, { required: ['email'] }] },
)

export const RegisterBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 10_000 }),
  username: Login,
  email: Type.String({ minLength: 3, maxLength: 254, pattern: '@' }),
  password: Type.Optional(Password),
})

export const RefreshBody = Type.Object({ refreshToken: Type.String({ minLength: 1, maxLength: 4096 }) })
