//
//  UserGroupMemberPresentable.swift
//  PanModal
//
//  Created by Tosin Afolabi on 2/26/19.
//  Copyright © 2019 PanModal. All rights reserved.
//

import UIKit

struct UserGroupMemberPresentable: Equatable {

    let name: String
    let role: String
    let avatarBackgroundColor: UIColor

}
