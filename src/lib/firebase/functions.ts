import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions'
import { firebaseEnv } from '@/config/firebase-config'
import { emulators, firebaseApp } from './app'

let instance: Functions | undefined

export function firebaseFunctions(): Functions {
  if (!instance) {
    const functions = getFunctions(firebaseApp(), firebaseEnv.VITE_FIREBASE_FUNCTIONS_REGION)
    const endpoints = emulators()
    if (endpoints) connectFunctionsEmulator(functions, endpoints.host, endpoints.functionsPort)
    instance = functions
  }
  return instance
}
