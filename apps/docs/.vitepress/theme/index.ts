import DefaultTheme from 'vitepress/theme'
import './narrow-screens.css'

export default DefaultTheme
