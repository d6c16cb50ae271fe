import UIKit

print("hail: the engine is headless for now; the window arrives with the on-screen issue.")
